/** What other web features (the profile's Beheer tab) use of admin. */
export { AuditLogList } from './AuditLogList.tsx';
export { PlatformStatsCards } from './PlatformStatsCards.tsx';
export { UserTypeControl } from './UserTypeControl.tsx';
