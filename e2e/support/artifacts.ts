/** Where journeys leave what a person reads afterwards: screenshots and the app's log. */
export const artifactsDir = 'e2e/artifacts';
