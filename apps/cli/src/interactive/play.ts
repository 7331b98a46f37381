import type { Registry } from '@verdict/core';
export async function play(_registry: Registry): Promise<void> {}
