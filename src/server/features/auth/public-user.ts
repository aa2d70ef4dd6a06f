import type { PublicUser } from '../../../contracts/auth.ts';
import type { UserRow } from '../../db/schema.ts';

/** The columns of `users` that make a PublicUser (the session query reads only these). */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'tussenvoegsel',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'postalCode',
  'country',
  'companyName',
  'instituteName',
  'bio',
  'profileImageUrl',
  'userType',
  'adminRole',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof UserRow & keyof PublicUser)[];

/** The user as requests and answers carry it: never the password hash or internal links. */
export function toPublicUser(row: Pick<UserRow, (typeof PUBLIC_USER_COLUMNS)[number]>): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    tussenvoegsel: row.tussenvoegsel,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    companyName: row.companyName,
    instituteName: row.instituteName,
    bio: row.bio,
    profileImageUrl: row.profileImageUrl,
    userType: row.userType,
    adminRole: row.adminRole,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
