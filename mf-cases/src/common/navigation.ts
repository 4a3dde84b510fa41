/**
 * "Retour" on a case (the shell's top bar) goes back to the list the case was opened from: the list passes
 * its own path and query as navigation state `{ backTo }`, the case's tabs hand it on, and the shell's
 * TopBar uses it when it is a same-site path (otherwise the route's declared back, MyCases).
 */
export interface BackState {
  backTo: string;
}

export const caseListBackState = (listPath: string): BackState => ({ backTo: listPath });
