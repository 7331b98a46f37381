// A prober in a process of its own (so the bench's own work does not weigh on its times): sends one request at a
// time, INTERVAL ms apart, on one keep-alive connection, until its parent sends `stop`; then sends back every
// request's time in ms, how many failed (not 200) and the count of each status.
// usage: fork('prober.mjs', [url, path = '/healthz', intervalMs = 10, jsonBody?, localAddress?]); with a body
// the request is a POST of it (the reliability review's victim: a cheap resolve every 250 ms from its own address).
import http from 'node:http';

const [url, path = '/healthz', interval = '10', body, localAddress] = process.argv.slice(2);
const base = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: localAddress || undefined });
const times = [];
const statuses = {};
let failures = 0;
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});
const count = (status) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status !== 200) failures += 1;
};
const once = () =>
  new Promise((resolve) => {
    const start = performance.now();
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        agent,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          count(res.statusCode);
          times.push(performance.now() - start);
          resolve();
        });
      },
    );
    req.on('error', (error) => {
      count(error.code ?? 'error');
      times.push(performance.now() - start);
      resolve();
    });
    req.end(body);
  });
process.send('started');
while (running) {
  await once();
  await new Promise((r) => setTimeout(r, Number(interval)));
}
agent.destroy();
process.send({ times, failures, statuses }, () => process.exit(0));
