/** What other web features (the profile's Beheer tab, the dashboard) use of admin. */
export { AdminHome } from './AdminHome.tsx';
export { AuditLogList } from './AuditLogList.tsx';
export { MfaResetControl } from './MfaResetControl.tsx';
export { PlatformStatsCards } from './PlatformStatsCards.tsx';
export { UserTypeControl } from './UserTypeControl.tsx';
