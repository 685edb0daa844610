// Prints a TCP port on 127.0.0.1 that is free right now, for the test server.
// 9000 belongs to `npm start` and 8000 to `gatsby develop`: a developer may have either running,
// so they are never handed out even if the OS happens to offer them.
import net from "node:net";

const reserved = new Set([8000, 9000]);

function askOs() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    // Port 0 lets the kernel choose an unused ephemeral port.
    server.listen({ port: 0, host: "127.0.0.1", exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

for (let attempt = 0; attempt < 20; attempt += 1) {
  const port = await askOs();
  if (!reserved.has(port)) {
    process.stdout.write(`${port}\n`);
    process.exit(0);
  }
}
console.error("free-port: could not find a free port on 127.0.0.1");
process.exit(1);
