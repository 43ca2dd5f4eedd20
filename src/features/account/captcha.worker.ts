/** Proof-of-work for the signup captcha, off the main thread: altcha-lib's own v1 worker. */
import 'altcha-lib/v1/worker';
