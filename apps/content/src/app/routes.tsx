// The remote's own utilities and article typography: imported by the exposed module so they load
// with it inside the shell (a remote's CSS applies only when its exposed module imports it).
import '../styles.css';
import { NotFound } from '@portal/shared-ui/not-found';
import { Route, Routes } from 'react-router-dom';
import { ArticleDetailPage } from '../features/article-detail/article-detail-page';
import { CaseListPage } from '../features/case-list/case-list-page';
import { InfoDetailPage } from '../features/info-detail/info-detail-page';
import { InfoListPage } from '../features/info-list/info-list-page';
import { ClinicalReleasePage } from '../features/static-pages/clinical-release-page';
import { IntroducePage } from '../features/static-pages/introduce-page';
import { LinkDownloadPage } from '../features/static-pages/link-download-page';
import { RecruitmentTrainingPage } from '../features/static-pages/recruitment-training-page';

/** Exposed as `content/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function ContentRoutes() {
  return (
    <Routes>
      <Route path="/info" element={<InfoListPage />} />
      <Route path="/info/detail" element={<InfoDetailPage />} />
      <Route path="/case" element={<CaseListPage />} />
      <Route path="/case/detail-ugc" element={<ArticleDetailPage backTo="/case" />} />
      <Route path="/introduce" element={<IntroducePage />} />
      <Route path="/recruitment-training" element={<RecruitmentTrainingPage />} />
      <Route path="/clinical/release" element={<ClinicalReleasePage />} />
      <Route path="/linkdownload" element={<LinkDownloadPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
