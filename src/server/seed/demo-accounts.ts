import type { NewUser } from '../db/schema.ts';

/** One documented password for every demo account (meets the §5 password policy). */
export const DEMO_PASSWORD = 'Welkom2026!';

/**
 * The authenticator-app secret of every seeded admin, superadmin and institute account (decision
 * 310): public in the README, like the password, so the demo signs in with any authenticator app.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export type DemoAccount = Omit<NewUser, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'> & {
  label: string;
};

/** The demo accounts of the README, one of each kind. The demo institute comes from the catalogue data. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    label: 'Talent',
    email: 'talent@example.nl',
    firstName: 'Sanne',
    tussenvoegsel: 'van den',
    lastName: 'Berg',
    userType: 'talent',
    city: 'Utrecht',
    country: 'Nederland',
    phone: '06-12345678',
    dateOfBirth: '1994-03-12',
    bio: 'Klantenservicemedewerker die zich omschoolt richting data-analyse.',
    position: 'Klantenservicemedewerker',
    department: 'Klantcontact',
  },
  {
    label: 'Bedrijf',
    email: 'bedrijf@example.nl',
    firstName: 'Mark',
    lastName: 'Jansen',
    userType: 'company',
    companyName: 'Jansen Logistiek B.V.',
    city: 'Rotterdam',
    country: 'Nederland',
  },
  {
    label: 'Admin',
    email: 'admin@example.nl',
    firstName: 'Fatima',
    lastName: 'El Amrani',
    userType: 'admin',
    adminRole: 'admin',
    country: 'Nederland',
  },
  {
    label: 'Superadmin',
    email: 'superadmin@example.nl',
    firstName: 'Pieter',
    lastName: 'Bakker',
    userType: 'admin',
    adminRole: 'superadmin',
    country: 'Nederland',
  },
];
