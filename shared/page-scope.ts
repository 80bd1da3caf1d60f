// Spec §3: a reassurance block has scopes (group, name). A scope of group `page` names the route
// (its spec §2 name in shared/routes.ts) whose page shows the block (ADR 050).

export const pageScopeGroup = 'page';
