import type { PageTranslation } from '@satsino/contract/content';
import { COINS, figures as f } from '../../../figures.js';
import { amount } from '../format.js';

const coinList = COINS.map(([name, code]) => `- ${name} (${code})`).join('\n');

export const howToDeposit: PageTranslation = {
  title: 'Cómo depositar',
  description:
    'Deposita cripto en Satsino paso a paso: criptomonedas aceptadas, depósito mínimo, elección del bono, confirmaciones y Lightning.',
  body: `# Cómo depositar

En Satsino los depósitos se hacen en criptomonedas y se abonan en tu saldo en la moneda de tu cuenta. Esta guía te acompaña en tu primer depósito.

## Antes de empezar

- **Verifica tu correo electrónico.** Abre el enlace que te enviamos al registrarte; puedes pedir uno nuevo desde los ajustes de tu cuenta. Los depósitos y las retiradas están disponibles en cuanto tu correo está verificado.
- **Ten cripto a mano** en una cartera o cuenta de exchange que controles. ¿Aún no tienes? La opción **Comprar cripto** de la caja te permite comprarla con tarjeta a través de nuestro socio de compra de criptomonedas.

## Criptomonedas aceptadas

${coinList}

Bitcoin también se puede depositar a través de Lightning Network para un abono casi instantáneo.

## Paso a paso

1. Abre la **Cartera** desde la cabecera y quédate en la pestaña **Depósitos**.
2. **Elige una criptomoneda.** Bitcoin está seleccionado por defecto.
3. **Copia tu dirección de depósito** con el botón de copiar, o escanea el código QR con la aplicación de tu cartera. La dirección es solo tuya y puedes reutilizarla.
4. **Elige tu bono**, o «Sin bono». Cada uno de tus cuatro primeros depósitos tiene un bono de depósito (consulta [Promociones](/promotions)); la calculadora te muestra lo que recibirás por el importe que introduzcas.
5. **Envía el pago** desde tu cartera, por la red que aparece junto a la dirección.
6. **Espera la confirmación.** El depósito aparece como pendiente en cuanto la red lo detecta y se abona cuando tiene suficientes confirmaciones: normalmente unos minutos, algo más si la red está saturada.

## El depósito mínimo

El depósito mínimo es de ${amount(f.minDeposit)} en la moneda de tu cuenta; también es el depósito más pequeño que da derecho a un bono. Los pagos inferiores no se pierden: se abonan cuando tus depósitos pendientes suman el mínimo.

## Cómo evitar errores

- **Usa la red correcta.** Enviar una criptomoneda por una red distinta de la indicada (por ejemplo, USDT en la cadena equivocada) puede hacer que el pago sea irrecuperable.
- **Copia, no teclees.** Pega o escanea siempre la dirección y comprueba los primeros y los últimos caracteres antes de enviar.
- **Incluye la etiqueta si se muestra.** Algunas criptomonedas, como XRP, necesitan una etiqueta de destino (destination tag); un pago sin ella no se puede asignar automáticamente a tu cuenta.
- **El tipo de cambio se fija en la confirmación.** Los precios de las criptomonedas fluctúan, así que el importe abonado se convierte al tipo de cambio del momento en que se confirma tu depósito.

## Depósitos con Lightning

Elige **Bitcoin (Lightning)**, introduce el importe y paga la factura desde cualquier cartera Lightning. Los pagos con Lightning se liquidan en segundos y cuestan una fracción de una comisión on-chain normal. Cada factura es válida durante un tiempo limitado y por el importe exacto indicado; si caduca, genera una nueva.

## ¿Necesitas ayuda?

Si un depósito no ha llegado al cabo de una hora, contacta con Atención al cliente indicando la criptomoneda, el importe y el identificador de la transacción (hash) que aparece en tu cartera, y lo rastrearemos por ti.
`,
};
