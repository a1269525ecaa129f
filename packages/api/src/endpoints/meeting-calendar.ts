import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const calendar = contract(() => import(/* webpackMode: "weak" */ '../contract/meeting-calendar'));

/**
 * Calendar export: stars on agenda items and the user's feed address. The .ics documents
 * (`rules/meeting-calendar` meetingIcsPath, calendarFeedPath) are served beside them, outside
 * the table.
 */
export const meetingCalendarEndpoints = {
  starAgenda: calendar.post('/wapi/meeting/starAgenda', (c) => ({
    body: c.StarAgendaBody,
    response: c.StarAgendaResponse,
  })),
  starredAgendas: calendar.get('/wapi/meeting/getStarredAgendas', (c) => ({
    query: c.StarredAgendasQuery,
    response: c.StarredAgendasResponse,
  })),
  feed: calendar.get('/wapi/meeting/getCalendarFeed', (c) => ({ response: c.CalendarFeedResponse })),
  resetFeed: calendar.post('/wapi/meeting/resetCalendarFeed', (c) => ({
    response: c.CalendarFeedResponse,
  })),
};
