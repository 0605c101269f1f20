import { afterEach, describe, expect, it } from 'vitest';
import { switchingThemeAttribute, themeSwitchAttribute } from '#schema/theme-switch';
import { switchColorMode } from './colorMode';

const isDark = () => document.documentElement.classList.contains('dark');
const afterNextFrame = () =>
  new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done))));

afterEach(() => {
  document.documentElement.classList.remove('dark', 'light');
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the theme switch', () => {
  it('marks the switch in the press and restyles the page in the task after the next frame', async () => {
    const control = document.createElement('button');
    control.setAttribute(themeSwitchAttribute, '');
    document.body.append(control);
    switchColorMode();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(control.getAttribute(switchingThemeAttribute)).toBe('dark');
    expect(isDark()).toBe(false);
    await afterNextFrame();
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(control.hasAttribute(switchingThemeAttribute)).toBe(false);
  });

  it('counts a second press before the restyle from the mode the first asked for', async () => {
    switchColorMode();
    switchColorMode();
    expect(localStorage.getItem('theme')).toBe('light');
    await afterNextFrame();
    expect(isDark()).toBe(false);
    switchColorMode();
    await afterNextFrame();
    expect(isDark()).toBe(true);
  });
});
