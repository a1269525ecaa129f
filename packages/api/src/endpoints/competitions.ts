import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const competitions = contract(() => import(/* webpackMode: "weak" */ '../contract/competitions'));

/**
 * Competitions (spec 3, 4; issue 22): the list, a competition's page, its approved entries, and
 * the session user's own entry. Submitting is a multipart form with the video, which `call` does
 * not send: pages use `submitCompetitionEntry` from `@portal/api/competition-upload`.
 */
export const competitionEndpoints = {
  list: competitions.get('/wapi/competition/list', (c) => ({
    query: c.CompetitionListQuery,
    response: c.CompetitionListResponse,
  })),
  /** a competition's page (counts a view) */
  detail: competitions.get('/wapi/competition/detail', (c) => ({
    query: c.CompetitionQuery,
    response: c.CompetitionDetailResponse,
  })),
  /** approved entries; awarded ones first once it has ended */
  entries: competitions.get('/wapi/competition/entries', (c) => ({
    query: c.CompetitionEntriesQuery,
    response: c.CompetitionEntriesResponse,
  })),
  /** the session user's entry to a competition, with its transcode's progress (polled) */
  myEntry: competitions.get('/wapi/competition/myEntry', (c) => ({
    query: c.CompetitionQuery,
    response: c.MyCompetitionEntryResponse,
  })),
  /** a verified doctor submits an entry: multipart, fields then the video (`file`) */
  submit: competitions.post('/wapi/competition/entry/submit', (c) => ({
    response: c.SubmitCompetitionEntryResponse,
  })),
};
