// Runs once the shared modules are negotiated (this chunk waited for them). The shell's start, its imports
// evaluated with it, runs in a task after the one that brought the last shared chunk (eager: in this chunk, no
// request): run with that chunk's evaluation, they made it a long task.
setTimeout(() => void import(/* webpackMode: "eager" */ './startup/start'));
export {};
