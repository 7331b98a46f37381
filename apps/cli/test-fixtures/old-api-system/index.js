// A system written for a future plugin contract: the CLI must refuse it, naming the package.
export const future = {
  apiVersion: 2,
  id: 'future',
  name: 'Future',
  version: '2.0.0',
  description: 'Too new.',
  tests: {},
};
