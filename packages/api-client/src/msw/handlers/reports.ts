import { exampleHandler } from '../examples.ts';

// Reports (issue 18), the thinnest mock: each report answers the example its spec gives (JSON, or the CSV
// with `format=csv`) to a caller its roles allow — admins and managers. Every figure is the server's, tested
// there; stories that need other figures or states override a handler (answerHandler, errorHandler).

const csv = (name: string) => ({
  file: {
    when: { param: 'format', value: 'csv' },
    mediaType: 'text/csv',
    fileName: `${name}-20261101-20261130.csv`,
  },
});

export const reportHandlers = [
  exampleHandler('getDailyReport', csv('daily')),
  exampleHandler('signOffDailyReport'),
  exampleHandler('getSalesReport', csv('sales')),
  exampleHandler('getSalesTransitionReport', csv('sales-transition')),
  exampleHandler('getMembersReport', csv('members')),
  exampleHandler('getMemberAchievementReport', csv('member-achievement')),
  // Reports B
  exampleHandler('getProgramsReport', csv('programs')),
  exampleHandler('getAttendanceReport', csv('attendance')),
  exampleHandler('getStaffReport', csv('staff')),
  exampleHandler('getFacilitiesReport', csv('facilities')),
  exampleHandler('getTrialsReport', csv('trials')),
  exampleHandler('runCustomReport', csv('custom')),
  exampleHandler('listCustomReports'),
  exampleHandler('createCustomReport'),
  exampleHandler('getCustomReport'),
  exampleHandler('updateCustomReport'),
  exampleHandler('deleteCustomReport'),
];
