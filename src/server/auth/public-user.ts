import type { PublicUser } from '../../contracts/auth.ts';
import type { UserRow } from '../db/schema.ts';

/** The user as requests and answers carry it: never the password hash or internal links. */
export function toPublicUser(row: UserRow): PublicUser {
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
