import { describe, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../decisions/messages';
import { MESSAGES } from '../constants/messages';
import { ROLES } from '../constants/roles';
import { TEAM_MESSAGES } from '../teams/messages';
import { can, capabilitiesOf, deniedMessage, READ_CAPABILITIES, ROLE_CAPABILITIES } from './capabilities';
import { NAV_ROLES } from './navigation';

describe('capabilities (issue 13 rights table, spec §6)', () => {
  it('gives the team roles exactly the rights of the table', () => {
    expect(can({ role: 'teamAdministrator' }, 'team.manage')).toBe(true);
    expect(can({ role: 'teamPortfolioManager' }, 'team.manage')).toBe(false);
    expect(can({ role: 'teamPortfolioManager' }, 'processes.edit')).toBe(true);
    expect(can({ role: 'teamAnalyst' }, 'processes.edit')).toBe(false);
    expect(can({ role: 'teamAnalyst' }, 'reviews.edit')).toBe(true);
    expect(can({ role: 'teamAnalyst' }, 'decisions.draft')).toBe(true);
    expect(can({ role: 'teamAnalyst' }, 'decisions.make')).toBe(false);
    expect(can({ role: 'teamAnalyst' }, 'reviews.share')).toBe(false);
    expect(capabilitiesOf({ role: 'teamViewer' }).sort()).toEqual(['financials.read', 'processes.read', 'reviews.read']);
  });

  it('keeps the side navigation and the capabilities in agreement (spec §6)', () => {
    for (const role of ROLES) {
      expect(NAV_ROLES.process.includes(role), role).toBe(can({ role }, 'processes.edit'));
      expect(NAV_ROLES.screening.includes(role), role).toBe(can({ role }, 'screens.use'));
      expect(NAV_ROLES.portfolio.includes(role), role).toBe(can({ role }, 'portfolio.use'));
    }
  });

  it('leaves a member of an inactive team the reading rights only', () => {
    for (const role of ROLES) {
      const granted = capabilitiesOf({ role, teamActive: false });
      expect(granted.every((capability) => READ_CAPABILITIES.includes(capability))).toBe(true);
      expect(granted).toEqual(ROLE_CAPABILITIES[role].filter((capability) => READ_CAPABILITIES.includes(capability)));
    }
    expect(deniedMessage({ role: 'teamAnalyst', teamActive: false }, 'reviews.edit')).toBe(TEAM_MESSAGES.inactiveReadOnly);
  });

  it('explains each refusal to the person refused', () => {
    expect(deniedMessage({ role: 'teamViewer' }, 'reviews.edit')).toBe(MESSAGES.noEditPermission);
    expect(deniedMessage({ role: 'teamViewer' }, 'reviews.share')).toBe(MESSAGES.noEditPermission);
    expect(deniedMessage({ role: 'teamAnalyst' }, 'decisions.make')).toBe(TEAM_MESSAGES.analystCannotDecide);
    expect(deniedMessage({ role: 'free' }, 'decisions.draft')).toBe(DECISION_MESSAGES.freeCannotDecide);
    expect(deniedMessage({ role: 'investor' }, 'team.read')).toBe(MESSAGES.noTeam);
    expect(deniedMessage({ role: 'teamViewer' }, 'team.read')).toBe(TEAM_MESSAGES.noTeamScreen);
    expect(deniedMessage({ role: 'teamPortfolioManager' }, 'team.manage')).toBe(TEAM_MESSAGES.notTeamAdmin);
  });
});
