// The door's worker under its first name (issue 39, step 3): phones that opened the door page before the worker was
// renamed still check this address for updates. It answers with the worker of the pages kept for offline use, whose
// activation drops the caches of this name, so such a phone keeps working offline until its door page registers
// /offline-sw.js itself.
importScripts('/offline-sw.js');
