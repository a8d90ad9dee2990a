import { z } from 'zod';

/** A slug or translation key: lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written as YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const isoDate = z
  .string({ error: 'must be a date written as YYYY-MM-DD, e.g. 2026-03-14' })
  .refine(isCalendarDate, { error: 'must be a real date written as YYYY-MM-DD, e.g. 2026-03-14' });

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

/**
 * The frontmatter every post must have (README, "Writing a post").
 * Unknown fields fail too, so a typo such as `tittle:` is caught.
 */
export const frontmatterSchema = z
  .strictObject({
    title: text(120),
    description: text(300),
    date: isoDate,
    updated: isoDate.optional(),
    author: text(80),
    tags: z
      .array(text(40), { error: 'must be a list, e.g. [hotels, direct bookings]' })
      .min(1, { error: 'must list at least one tag' })
      .max(8, { error: 'must list at most 8 tags' }),
    cover: z
      .string({ error: 'must be a path such as /blog/my-post/cover.jpg' })
      .regex(/^\/(?!\/)(?!.*\.\.)[^\s?#]+\.(?:avif|webp|png|jpe?g|svg)$/i, {
        error: 'must be a local image path starting with "/" (a file in public/), e.g. /blog/my-post/cover.jpg',
      })
      .optional(),
    coverAlt: text(200).optional(),
    draft: z.boolean({ error: 'must be true or false' }).optional(),
    translationKey: z
      .string({ error: 'must be text' })
      .regex(SLUG_PATTERN, { error: 'must use lowercase letters, digits and hyphens, e.g. hotel-after-hours' }),
  })
  .superRefine((data, ctx) => {
    if (data.cover && !data.coverAlt) {
      ctx.addIssue({ code: 'custom', path: ['coverAlt'], message: 'is required when a cover image is set (describe the image)' });
    }
    if (data.updated && data.updated < data.date) {
      ctx.addIssue({ code: 'custom', path: ['updated'], message: `must not be earlier than date (${data.date})` });
    }
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** What the build says about a required field that is absent (the CMS editor says the same). */
export const MISSING_MESSAGE = 'is missing';

/** One readable line per problem: `field "title": is missing`. */
export function describeIssues(error: z.ZodError, raw: Record<string, unknown>): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `field "${key}": is not a known field (check the spelling)`).join('\n');
    }
    const field = issue.path.map(String).join('.') || '(frontmatter)';
    const top = issue.path[0];
    const missing = issue.code === 'invalid_type' && issue.path.length === 1 && typeof top === 'string' && raw[top] === undefined;
    return `field "${field}": ${missing ? MISSING_MESSAGE : issue.message}`;
  });
}
