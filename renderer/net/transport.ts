// The transport contract lives in client/ (shared with Node tests and benches); kept here for this folder's importers.
export * from '../../client/transport';
