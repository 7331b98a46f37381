// The API's tests start the real server through the one harness every package's tests share.
export {
  API_DIR,
  failToStart,
  type ServerProcess,
  StartError,
  startServer,
} from '@verdict/test-utils/server';
