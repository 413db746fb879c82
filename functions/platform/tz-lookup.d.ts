// tz-lookup ships no types: the IANA time zone at a latitude and longitude.
declare module 'tz-lookup' {
  export default function tzlookup(latitude: number, longitude: number): string;
}
