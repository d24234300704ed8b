import { describe, expect, it } from 'vitest';
import { arrangeColumns, EMPTY_QUEUE, pendingMoves, queueMoves } from './move-queue';

const item = (id: string) => ({ id, name: id.toUpperCase() });
const attached = [item('a'), item('b')];
const database = [item('x'), item('y'), item('z')];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('the Edit entity move queue (spec §4: moves are queued locally, toggling twice cancels out)', () => {
  it('queues a move to the other column', () => {
    const queue = queueMoves(EMPTY_QUEUE, ['x'], 'active');
    expect([...queue]).toEqual([['x', 'active']]);
    expect(pendingMoves(queue)).toEqual({ toActive: ['x'], toInactive: [] });
  });

  it('takes an item off the queue when it is moved back (toggled twice)', () => {
    const there = queueMoves(EMPTY_QUEUE, ['x', 'y'], 'active');
    const back = queueMoves(there, ['x'], 'inactive');
    expect([...back]).toEqual([['y', 'active']]);
    expect(queueMoves(back, ['y'], 'inactive').size).toBe(0);
  });

  it('cancels an attached item removed and added again', () => {
    const queue = queueMoves(queueMoves(EMPTY_QUEUE, ['a'], 'inactive'), ['a'], 'active');
    expect(queue.size).toBe(0);
    expect(ids(arrangeColumns(attached, database, queue).active)).toEqual(['a', 'b']);
  });

  it('does not change the queue when an item is moved to where it is already queued to go', () => {
    const queue = queueMoves(EMPTY_QUEUE, ['x'], 'active');
    expect([...queueMoves(queue, ['x'], 'active')]).toEqual([['x', 'active']]);
  });

  it('leaves the input queue untouched', () => {
    const queue = queueMoves(EMPTY_QUEUE, ['x'], 'active');
    queueMoves(queue, ['x'], 'inactive');
    expect(queue.size).toBe(1);
    expect(EMPTY_QUEUE.size).toBe(0);
  });

  it('shows queued items in the column they move to, arrivals in the order they were moved', () => {
    let queue = queueMoves(EMPTY_QUEUE, ['z'], 'active');
    queue = queueMoves(queue, ['x'], 'active');
    queue = queueMoves(queue, ['a'], 'inactive');
    const columns = arrangeColumns(attached, database, queue);
    expect(ids(columns.active)).toEqual(['b', 'z', 'x']);
    expect(ids(columns.inactive)).toEqual(['y', 'a']);
  });

  it('sends attach ids in the order they were moved and detach ids separately', () => {
    let queue = queueMoves(EMPTY_QUEUE, ['y', 'x'], 'active');
    queue = queueMoves(queue, ['b'], 'inactive');
    expect(pendingMoves(queue)).toEqual({ toActive: ['y', 'x'], toInactive: ['b'] });
  });

  it('ignores queued ids that are in neither column', () => {
    const queue = queueMoves(EMPTY_QUEUE, ['ghost'], 'active');
    expect(ids(arrangeColumns(attached, database, queue).active)).toEqual(['a', 'b']);
  });
});
