/** What other features (the subsidies page, the company dashboard) use of the subsidy dossiers. */

export { ApplicationsTab } from './ApplicationsTab.tsx';
export { StartDossierButton } from './StartDossierButton.tsx';
export { StatusTab } from './StatusTab.tsx';
