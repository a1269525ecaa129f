import { Outlet } from '@portal/router';
import { Footer } from '../features/layout/footer';
import { SideBar } from '../features/layout/side-bar';
import { Header } from './header';

/** The frame of every page: header, the page (shell route or remote slot), footer, side bar. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-surface font-sans text-ink">
      <Header />
      {/* at least a screen tall: the footer starts below the fold, so a page filling in after its
          skeleton does not push a visible footer down (layout shift) */}
      <main className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Footer />
      <SideBar />
    </div>
  );
}
