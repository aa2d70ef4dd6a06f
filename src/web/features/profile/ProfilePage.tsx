import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAdmin, roleOf } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { AuditLogList, MfaResetControl, PlatformStatsCards, UserTypeControl } from '../admin/index.ts';
import { EmployeesPanel, EmployerInvitations } from '../company/index.ts';
import { InstituteCourseList } from '../institute/index.ts';
import { UserSettingsPanel } from '../notifications/index.ts';
import { profileQuery } from './api.ts';
import { PersonalTab } from './PersonalTab.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { SecurityTab } from './SecurityTab.tsx';

/** /profile (spec §2.17). */
export default function ProfilePage() {
  const session = useRequireSignIn(t.toasts.loginRequired);
  const query = useQuery({ ...profileQuery, enabled: !!session });
  // The tab is in the address (?tab=employees), so the menu can open Werknemers and Beheer.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? 'personal';
  const setTab = (next: string) => setParams(next === 'personal' ? {} : { tab: next }, { replace: true });
  const [editing, setEditing] = useState(false);
  if (!session || query.isPending) return <Spinner />;
  if (query.isError) return <QueryError query={query} />;
  const user = query.data;
  const role = roleOf(user);
  const tt = t.profile.tabs;
  const tabs = [
    'personal',
    'security',
    ...(role === 'company' ? ['employees'] : []),
    ...(role === 'institute' || isAdmin(user) ? ['courses'] : []),
    ...(isAdmin(user) ? ['admin'] : []),
  ];
  const tab = tabs.includes(asked) ? asked : 'personal';

  const toggleEdit = () => {
    setEditing((e) => !e);
    setTab('personal');
  };

  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader user={user} editing={editing} onToggleEdit={toggleEdit} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={tt.label}>
          <TabsTrigger value="personal">{tt.personal}</TabsTrigger>
          <TabsTrigger value="security">{tt.security}</TabsTrigger>
          {role === 'company' && <TabsTrigger value="employees">{tt.employees}</TabsTrigger>}
          {(role === 'institute' || isAdmin(user)) && <TabsTrigger value="courses">{tt.courses}</TabsTrigger>}
          {isAdmin(user) && <TabsTrigger value="admin">{tt.admin}</TabsTrigger>}
        </TabsList>
        <TabsContent value="personal" className="flex flex-col gap-6">
          <PersonalTab user={user} editing={editing} onDone={() => setEditing(false)} />
          {role === 'talent' && <EmployerInvitations />}
          {/* The notifications feature's settings block brings its own card and heading. */}
          <UserSettingsPanel />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab user={user} />
        </TabsContent>
        {role === 'company' && (
          <TabsContent value="employees">
            <EmployeesPanel />
          </TabsContent>
        )}
        {(role === 'institute' || isAdmin(user)) && (
          <TabsContent value="courses">
            <InstituteCourseList />
          </TabsContent>
        )}
        {isAdmin(user) && (
          <TabsContent value="admin" className="flex flex-col gap-6">
            <UserTypeControl />
            <MfaResetControl />
            <PlatformStatsCards />
            <AuditLogList />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
