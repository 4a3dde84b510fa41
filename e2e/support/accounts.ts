export const DEMO_PASSWORD = 'lexdesk-demo';

export const accounts = {
  superAdmin: 'admin@lexdesk.test',
  firmAdmin: 'direction@cabinet-demo.test',
  lawyer: 'avocat@cabinet-demo.test',
  freshLawyer: 'avocate@cabinet-demo.test',
  otherFirmLawyer: 'avocat@autre-cabinet.test',
} as const;
