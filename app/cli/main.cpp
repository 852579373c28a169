// Placeholder entry point while the CLI is being written; replaced by the real one.
int main() { return 0; }
