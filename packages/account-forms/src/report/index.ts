// @quoteway/account-forms/report: the one dialog that reports something to the operators (a
// lead from the console, a review or a reply). Its own entry, so no first load carries it.
export { ReportDialog } from './ReportDialog';
export type { ReportBody, ReportDialogProps } from './ReportDialog';
