// The QR code and join link pointed at 127.0.0.1 with no warning: the GM's room page (where the invite can be found
// again after leaving the page) says a loopback link reaches no other device and suggests PUBLIC_URL.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRegistry } from '../composition/registry.js';
import { RoomPage } from './room-page.js';
import { saveSeat } from './seats.js';

const registry = createAppRegistry();

function gmAt(joinUrl: string) {
  saveSeat({
    roomId: 'r1',
    roomName: 'Friday',
    memberId: 'gm1',
    memberName: 'Ada',
    role: 'gm',
    token: 'not-a-real-token',
    joinUrl,
  });
  return render(<RoomPage roomId="r1" registry={registry} />);
}

afterEach(() => localStorage.clear());

describe("the GM's invite link", () => {
  it('warns when it points at 127.0.0.1 or localhost, naming PUBLIC_URL', () => {
    const { unmount } = gmAt('http://127.0.0.1:8787/#/rooms/r1/join?invite=abc');
    const invite = screen.getByRole('region', { name: 'Invite players' });
    expect(invite.textContent).toContain('http://127.0.0.1:8787/#/rooms/r1/join?invite=abc');
    expect(within(invite).getByRole('alert').textContent).toContain('PUBLIC_URL');
    unmount();
    gmAt('http://localhost:8787/#/rooms/r1/join?invite=abc');
    expect(screen.getByText(/PUBLIC_URL/).textContent).toContain('localhost');
  });

  it('says nothing for a public address', () => {
    gmAt('https://verdict.example/#/rooms/r1/join?invite=abc');
    expect(screen.getByRole('region', { name: 'Invite players' }).textContent).toContain('verdict.example');
    expect(screen.queryByText(/PUBLIC_URL/)).toBeNull();
  });
});
