/**
 * Open roles on /careers. Each id has its copy in messages
 * (`careersPage.roles.<id>`: title, location, summary).
 * Remove an entry when the role is filled; an empty list shows the
 * open-application message instead.
 */
export const openRoles = ['fullstack', 'success', 'sales'] as const;

export type RoleId = (typeof openRoles)[number];
