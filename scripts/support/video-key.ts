/**
 * The video API key the e2e build is made with (scripts/test.ts sets VIDEO_API_KEY to it when the
 * variable is not set), so tests can check the key the page sends. No real key: the API is stubbed.
 */
export const TEST_VIDEO_API_KEY = "e2e-test-video-key";
