import type { DetachedWindowAPI } from 'happy-dom';

const happyDOM = (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;

/** Phone-sized screen, where the header collapses into the mobile menu. */
export function setNarrowViewport() {
  happyDOM.setViewport({ width: 375, height: 812 });
}

/** happy-dom's default desktop size. */
export function resetViewport() {
  happyDOM.setViewport({ width: 1024, height: 768 });
}
