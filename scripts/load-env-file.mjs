// Reads `.env` from the working directory into process.env, as .env.example promises. Imported
// first by each process entry, before anything reads the environment. A variable already set in the
// real environment (a shell's, a process manager's) wins over the file; no `.env` is fine.
try {
  process.loadEnvFile();
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}
