/** What other features (the subsidies page, the company dashboard) use of the subsidy dossiers. */
export { myDossiersQuery } from './api.ts';
export { ApplicationsTab } from './ApplicationsTab.tsx';
export { StartDossierButton } from './StartDossierButton.tsx';
export { StatusTab } from './StatusTab.tsx';
