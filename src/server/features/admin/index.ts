/** What other server features, the seed and the benchmark use of admin: institute verification and skills. */

export {
  insertSkills,
  instituteVerifiedAt,
  isInstituteVerified,
  listSkillTaxonomy,
  verifiedInstituteIds,
  verifyAllInstitutes,
  verifyInstitute,
} from './store.ts';
