// The wire's envelope and paging types, from the contracts the server validates with.
export type { Page as PageResult, PageParams } from '@console/contracts/envelope';
