// Lists a privacy policy's body shows from the facts (decision 086): the entry names the list, the
// facts hold its items, so a country or storage location added once shows on every page that lists it.
import { siteFacts } from "#shared/content/site-facts.ts";

/** The countries personal information may be disclosed to ("the United Kingdom" starts a line as "The …"). */
export function OverseasCountries() {
  return (
    <ul data-testid="overseas-countries">
      {siteFacts().overseasRecipientCountries.map((country) => (
        <li key={country}>{country.replace(/^the /, "The ")}</li>
      ))}
    </ul>
  );
}

/** Where personal data is stored, each place with what it holds. */
export function StorageLocations() {
  return (
    <ul data-testid="storage-locations">
      {siteFacts().dataStorageLocations.map((loc) => (
        <li key={loc.id}>
          <strong>
            {loc.title} ({loc.place})
          </strong>
          : {loc.detail}
        </li>
      ))}
    </ul>
  );
}
