// A `/healthz` prober in a process of its own (so the readers' work in the bench's process does not weigh on
// its times): polls one at a time, 10 ms apart, on one keep-alive connection, until its parent sends `stop`;
// then sends back every poll's time in ms and how many failed. usage: fork('prober.mjs', [url])
import http from 'node:http';

const base = new URL(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
let failures = 0;
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});
const once = () =>
  new Promise((resolve) => {
    const start = performance.now();
    const req = http.get({ host: base.hostname, port: base.port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) failures += 1;
        times.push(performance.now() - start);
        resolve();
      });
    });
    req.on('error', () => {
      failures += 1;
      times.push(performance.now() - start);
      resolve();
    });
  });
process.send('started');
while (running) {
  await once();
  await new Promise((r) => setTimeout(r, 10));
}
agent.destroy();
process.send({ times, failures }, () => process.exit(0));
