// A system written for a future contract: apiVersion 2.
export default {
  apiVersion: 2,
  id: 'future',
  name: 'Future',
  version: '2.0.0',
  description: 'Too new.',
  tests: {},
};
