import { type NotificationEvent, renderNotification } from '../../domain/notifications/texts.ts';
import type { KyselyDb } from '../db/schema.ts';
import { DEMO_POSTS, DEMO_STUDY_GROUPS, type DemoAuthor } from './community-data.ts';
import type { SeedContext } from './index.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/**
 * A lively community: posts by the demo accounts and anonymous demo learners with comments and
 * likes, a few study groups per category with members, and a few notifications for the demo
 * talent. Authors and members that do not exist (an empty catalogue) are skipped.
 */
export async function seedCommunityDemo(db: KyselyDb, _ctx: SeedContext): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) =>
      eb.or([eb('email', 'like', 'leerling-%@demo.example.nl'), eb('email', 'like', '%@example.nl')]),
    )
    .execute();
  const byEmail = new Map(users.map((u) => [u.email, u.id]));
  const learner = (n: number) => byEmail.get(`leerling-${n}@demo.example.nl`);
  const idOf = (a: DemoAuthor) => ('email' in a ? byEmail.get(a.email) : learner(a.learner));

  for (const p of DEMO_POSTS) {
    const authorId = idOf(p.author);
    if (!authorId) continue;
    const courseId = p.courseTitle ? await enrolledCourseId(db, authorId, p.courseTitle) : null;
    const post = await db
      .insertInto('socialPosts')
      .values({ authorId, type: p.type, content: p.content, courseId, createdAt: hoursAgo(p.hoursAgo) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const postId = Number(post.id);
    const likes = p.likedBy.flatMap((n) => {
      const userId = learner(n);
      return userId && userId !== authorId ? [{ postId, userId, createdAt: hoursAgo(p.hoursAgo / 2) }] : [];
    });
    if (likes.length) await db.insertInto('socialLikes').values(likes).execute();
    const comments = p.comments.flatMap((c) => {
      const id = idOf(c.author);
      return id ? [{ postId, authorId: id, content: c.content, createdAt: hoursAgo(c.hoursAgo) }] : [];
    });
    if (comments.length) await db.insertInto('socialComments').values(comments).execute();
  }

  for (const g of DEMO_STUDY_GROUPS) {
    const row = await db
      .insertInto('studyGroups')
      .values({
        name: g.name,
        description: g.description,
        category: g.category,
        createdAt: hoursAgo(24 * 60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = g.members.flatMap((n) => {
      const userId = learner(n);
      return userId ? [{ groupId: Number(row.id), userId, joinedAt: hoursAgo(24 * (n % 50)) }] : [];
    });
    if (members.length) await db.insertInto('studyGroupMembers').values(members).execute();
  }

  const talentId = byEmail.get('talent@example.nl');
  if (talentId) {
    await db
      .insertInto('notifications')
      .values([
        seededNotification(talentId, 'social', '/social', hoursAgo(1), false, {
          key: 'postLiked',
          params: { likerName: 'Daan', likes: 13 },
        }),
        seededNotification(talentId, 'achievement', '/skills-passport', hoursAgo(24 * 40), true, {
          key: 'courseCompleted',
          params: { courseTitle: 'Python voor beginners' },
        }),
      ])
      .execute();
  }
}

async function enrolledCourseId(db: KyselyDb, userId: string, title: string) {
  const row = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select('c.id')
    .where('e.userId', '=', userId)
    .where('c.title', '=', title)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** A demo notification stored as an event like every other (decision 140), so it reads in either language. */
function seededNotification(
  userId: string,
  type: string,
  actionUrl: string,
  createdAt: string,
  isRead: boolean,
  event: NotificationEvent,
) {
  const { title, message } = renderNotification(event, 'nl');
  return {
    userId,
    type,
    title,
    message,
    actionUrl,
    groupKey: null,
    isRead: isRead ? 1 : 0,
    createdAt,
    eventKey: event.key,
    eventParams: JSON.stringify(event.params),
  };
}
