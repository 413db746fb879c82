import { describe, expect, it } from 'vitest';
import { timeZoneOfZip } from './zip-directory';

describe('the time zone of a ZIP', () => {
  it('follows the zone lines through split states, reservations and territories', async () => {
    const cases: Record<string, string> = {
      '43215': 'America/New_York', // Columbus, OH
      '46204': 'America/Indiana/Indianapolis', // Indianapolis: Eastern
      '46320': 'America/Chicago', // Hammond, IN: Central
      '46534': 'America/Indiana/Knox', // Knox, IN (Starke County): Central
      '32301': 'America/New_York', // Tallahassee
      '32501': 'America/Chicago', // Pensacola: Florida's panhandle is Central
      '79901': 'America/Denver', // El Paso: Mountain
      '79855': 'America/Chicago', // Van Horn (Culberson County): Central
      '42101': 'America/Chicago', // Bowling Green, KY
      '37902': 'America/New_York', // Knoxville, TN
      '37203': 'America/Chicago', // Nashville
      '57701': 'America/Denver', // Rapid City, SD
      '58601': 'America/Denver', // Dickinson, ND
      '67735': 'America/Denver', // Goodland, KS
      '69361': 'America/Denver', // Scottsbluff, NE
      '97914': 'America/Boise', // Ontario, OR (Malheur County): Mountain
      '83501': 'America/Los_Angeles', // Lewiston, ID: Pacific
      '49938': 'America/Menominee', // Ironwood, MI: Central
      '89883': 'America/Denver', // West Wendover, NV
      '85001': 'America/Phoenix', // Phoenix: no daylight saving time
      '86515': 'America/Denver', // Window Rock (Navajo Nation): daylight saving time
      '86039': 'America/Phoenix', // Kykotsmovi (Hopi Reservation): no daylight saving time
      '99546': 'America/Adak', // Adak: Hawaii-Aleutian
      '99501': 'America/Anchorage',
      '96813': 'Pacific/Honolulu',
      '00901': 'America/Puerto_Rico',
    };
    for (const [zip, zone] of Object.entries(cases)) expect(await timeZoneOfZip(zip), zip).toBe(zone);
  });

  it('knows no zone for a ZIP that does not exist', async () => {
    expect(await timeZoneOfZip('00000')).toBeUndefined();
    expect(await timeZoneOfZip('99999')).toBeUndefined();
  });
});
