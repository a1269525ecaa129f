import { MoocPage } from '../features/classroom/mooc-page';
import { certificateAside } from './course-certificate-aside';

/** `/mooc`, whose hash address shows a course: the same CME panel under its lectures. */
export function MoocHomePage() {
  return <MoocPage courseAside={certificateAside} />;
}
