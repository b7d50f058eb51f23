// The schema building blocks live with the wire types they build (packages/contracts).
export * from '@console/contracts/schema';
