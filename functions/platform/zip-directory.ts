// US ZIP reference data (city, state, coordinates for every US ZIP) from the `zipcodes` package,
// held in memory. It is loaded on first use, not at module init, so cold starts of routes that do
// not need it stay fast; the CDK stack ships the package beside the bundle instead of inside it.
export interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

type ZipcodesModule = typeof import('zipcodes');
let loading: Promise<ZipcodesModule> | undefined;

function zipcodes(): Promise<ZipcodesModule> {
  loading ??= import('zipcodes').then((module) => ((module as { default?: ZipcodesModule }).default ?? module) as ZipcodesModule);
  return loading;
}

export async function lookupZip(zipCode: string): Promise<ZipPlace | undefined> {
  if (!/^\d{5}$/.test(zipCode)) return undefined;
  const place = (await zipcodes()).lookup(zipCode);
  if (!place || place.country !== 'US') return undefined;
  return {
    zipCode,
    city: place.city,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** US ZIPs within `miles` of a ZIP, the ZIP itself included. */
export async function zipsWithinRadius(zipCode: string, miles: number): Promise<string[]> {
  const module = await zipcodes();
  const found = module.radius(zipCode, miles) as string[];
  return found.filter((zip) => /^\d{5}$/.test(zip) && module.lookup(zip)?.country === 'US');
}
