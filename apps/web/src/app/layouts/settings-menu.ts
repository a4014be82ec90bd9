/** Whether `currentPath` is the menu item's page or below it (SPEC §2: active by prefix). */
export function isActiveSettingsItem(currentPath: string, itemPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
