import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { SideBar } from './side-bar';

/** The frame of every page: header, the page (shell route or remote slot), footer, side bar. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-surface font-sans text-ink">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <SideBar />
    </div>
  );
}
